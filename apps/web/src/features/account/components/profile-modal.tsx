import { genders, type MemberMe, th, validationErrorDataSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { modalIds } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { accountText } from '../../../messages/th';
import { useMe } from '../api/get-me';
import { updateProfileRequestSchema, useUpdateProfile } from '../api/update-profile';

/**
 * `?modal=profile`: name and phone shown as text (only staff change them; the form sends them back
 * as they are), gender and email editable, bank account shown.
 */
export const ProfileModal = () => (
  <Modal id={modalIds.profile} title={accountText.title}>
    <ProfileContent />
  </Modal>
);

const ProfileContent = () => {
  const me = useMe();
  if (me.isPending) return <p className="text-sm text-white/70">{accountText.profileLoading}</p>;
  if (me.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-red-300">
        <p>{accountText.profileLoadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void me.refetch()}>
          {accountText.retry}
        </Button>
      </div>
    );
  }
  // Keyed by the member so the form's defaults follow a refetch after saving.
  return <ProfileForm key={`${me.data.id}:${me.data.gender}:${me.data.email}`} me={me.data} />;
};

const editableFields = ['gender', 'email'] as const;

const ProfileForm = ({ me }: { me: MemberMe }) => {
  const { openModal } = useModal();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: {
      name: me.name,
      mobileNumber: me.mobileNo,
      gender: me.gender,
      email: me.email ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      // The API client has shown the toast; a validation answer also marks its field.
      if (error instanceof ApiError && error.httpStatus === 400) {
        const parsed = validationErrorDataSchema.safeParse(error.data);
        const field = editableFields.find((name) => name === parsed.data?.field);
        if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return;
    }
    toast.success(th.profileUpdated);
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <section aria-label={accountText.fixedDetails} className="flex flex-col gap-2">
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
            <dt className="text-sm text-white/60">{accountText.nameLabel}</dt>
            <dd className="text-base font-semibold text-white">{me.name}</dd>
            <dt className="text-sm text-white/60">{accountText.mobileLabel}</dt>
            <dd className="text-base tabular-nums text-white">{me.mobileNo}</dd>
          </dl>
          <p className="text-xs text-white/60">
            {accountText.readOnlyHint}{' '}
            <button
              type="button"
              className="text-gold-300 underline"
              onClick={() => openModal(modalIds.contact)}
            >
              {accountText.contactStaff}
            </button>
          </p>
        </section>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gold-100">{accountText.genderLabel}</legend>
          <div className="flex flex-wrap gap-4">
            {genders.map((gender) => (
              <label key={gender} className="flex min-h-10 cursor-pointer items-center gap-2 text-base">
                <input
                  type="radio"
                  value={gender}
                  className="size-4 accent-gold-400"
                  {...register('gender')}
                />
                {accountText.genderOptions[gender]}
              </label>
            ))}
          </div>
          {errors.gender?.message && (
            <p role="alert" className="text-sm text-red-300">
              {errors.gender.message}
            </p>
          )}
        </fieldset>
        <TextField
          label={accountText.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={accountText.emailPlaceholder}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" fullWidth loading={updateProfile.isPending}>
          {accountText.save}
        </Button>
      </form>

      <section aria-labelledby="profile-bank-account" className="rounded-xl bg-white/5 p-3">
        <h3 id="profile-bank-account" className="mb-2 text-sm font-semibold text-gold-200">
          {accountText.bankAccountTitle}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-white/60">{accountText.bankNameLabel}</dt>
          <dd>{me.bankAccount.bankName}</dd>
          <dt className="text-white/60">{accountText.accountNumberLabel}</dt>
          <dd className="tabular-nums">{me.bankAccount.accountNumber}</dd>
          <dt className="text-white/60">{accountText.accountNameLabel}</dt>
          <dd>{me.bankAccount.accountName}</dd>
        </dl>
      </section>

      <section aria-labelledby="profile-referral-code" className="rounded-xl bg-white/5 p-3">
        <h3 id="profile-referral-code" className="mb-2 text-sm font-semibold text-gold-200">
          {accountText.referralCodeTitle}
        </h3>
        <div className="flex items-center justify-between gap-3">
          <span data-testid="my-referral-code" className="text-xl font-bold tracking-widest tabular-nums">
            {me.referralCode}
          </span>
          <CopyButton text={me.referralCode} label={accountText.copyReferralCode} />
        </div>
        <p className="mt-1 text-xs text-white/60">{accountText.referralCodeHint}</p>
      </section>

      <Button variant="secondary" fullWidth onClick={() => openModal(modalIds.changePassword)}>
        {accountText.changePassword}
      </Button>
    </div>
  );
};
