import { lotteryText } from '../../../messages/lottery';

/** กลับเลข: a typed number also adds every other ordering of its digits. */
export const IsReverseCheckbox = ({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) => (
  <label className="inline-flex items-center gap-2 text-sm">
    <input
      type="checkbox"
      checked={checked && !disabled}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 accent-gold-400"
    />
    {lotteryText.reverse}
  </label>
);
