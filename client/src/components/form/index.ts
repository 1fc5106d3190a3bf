export { InputField, type InputFieldProps } from './InputField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioCardField, type RadioCardFieldProps, type RadioCardOption } from './RadioCardField';
export { SubmitButton } from './SubmitButton';
export { FormAlert, type FormStatus } from './FormAlert';
export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';
