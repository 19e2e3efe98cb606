import type { StaffAlert } from '@chokdee/contracts';
import { fill, formatDateTime } from '../../../lib/format';
import { otpLimitsTh as th } from '../../../messages/otp-limits';
import { useStaffAlerts } from '../api/get-staff-alerts';

const alertText = (alert: StaffAlert): string =>
  fill(th.alertOtpBudget, { budget: String(alert.data.operatorPerHour ?? '') });

/**
 * The last day's staff alerts (e.g. the OTP SMS budget spent), at the top of the dashboard; nothing
 * when there is none. A `staff.alert` push refetches it (it shares the dashboard's query key).
 */
export const StaffAlerts = () => {
  const alerts = useStaffAlerts();
  if (!alerts.data?.length) return null;
  return (
    <section aria-label={th.alertsTitle} className="mb-4 flex flex-col gap-2">
      {alerts.data.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          data-testid={`staff-alert-${alert.kind}`}
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-300"
        >
          <span className="font-semibold">{formatDateTime(alert.createdAt)}</span> {alertText(alert)}
        </div>
      ))}
    </section>
  );
};
