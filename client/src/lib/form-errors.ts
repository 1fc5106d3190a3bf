import { setIn, type FormikErrors } from 'formik';
import type { FieldError } from './errors';

// Apart from ./errors so that the shell, which reads errors, does not download Formik.

/**
 * Maps the server's `extensions.fields` onto Formik errors (for `setErrors`).
 * Paths may be prefixed by the input argument ("input.email") or be nested
 * ("address.city"); `stripPrefix` removes a leading segment such as "input".
 */
export function toFieldErrors<Values = Record<string, unknown>>(
  fields: ReadonlyArray<FieldError>,
  stripPrefix = 'input',
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const { path, message } of fields) {
    const key = path.startsWith(`${stripPrefix}.`) ? path.slice(stripPrefix.length + 1) : path;
    if (!key) continue;
    errors = setIn(errors, key, message) as FormikErrors<Values>;
  }
  return errors;
}
