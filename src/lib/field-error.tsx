// An input's error beside it: named by the input's aria-describedby, the input marked invalid, and
// announced when it appears. Forms keep their errors here; toasts are for events.
import './shared-ui.css';

/** The attributes that tie an input to its error (none while there is no error). */
export const describedBy = (id: string, error: string | null | undefined, hint?: string) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : hint,
});

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return (
    <span className="field-error" id={`${id}-error`} role="alert" hidden={!error}>
      {error}
    </span>
  );
}
