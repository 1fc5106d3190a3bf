import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

/** The form's submit button; shows a spinner while Formik submits. */
export function SubmitButton({ children, loadingText, ...props }: ButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={loadingText} {...props}>
      {children}
    </Button>
  );
}
