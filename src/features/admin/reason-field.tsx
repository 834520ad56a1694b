// The reason the console asks with a change (a coin adjustment, a foul-play flag cleared): a short
// text in either direction, tied to its form's error.
import { adjustmentReasonMax } from '../../../contract/actions/admin.ts';
import { describedBy } from '../../lib/field-error.tsx';

export function ReasonField({
  label,
  value,
  onChange,
  errorId,
  error,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  errorId: string;
  error: string | null;
}) {
  return (
    <label>
      {label}
      <textarea
        value={value}
        maxLength={adjustmentReasonMax}
        rows={2}
        dir="auto"
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(errorId, error)}
      />
    </label>
  );
}
