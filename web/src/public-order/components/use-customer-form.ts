import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import {
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
  checkCustomer,
  type FormRules,
  trimmedValues,
} from './customer-form-schema';

/** What a text field gets: its value, change and blur handlers, and a ref for focusing it. */
export interface FieldBinding {
  name: CustomerField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * The customer's form in plain React state (no form library, so the page stays small). Errors show
 * from the first try to send on; from then on a changed field is checked again as it changes. A
 * failed try focuses the first text field with an error, in the order of the page.
 */
export function useCustomerForm(initial: CustomerValues, rules: FormRules) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The latest values, for handlers that run before the next render (a zip code filling the city).
  const current = useRef(initial);
  const elements = useRef(new Map<CustomerField, HTMLInputElement | HTMLTextAreaElement>());
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const submittedRef = useRef(false);

  const bindings = useRef(new Map<CustomerField, FieldBinding['ref']>());

  const focusFirst = (found: CustomerErrors) => {
    const [first] = [...elements.current]
      .filter(([name, element]) => found[name] && element.isConnected)
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    first?.focus();
  };

  /** One ref callback per field for the form's life, so React does not detach it on every render. */
  const refFor = (name: CustomerField) => {
    let ref = bindings.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      bindings.current.set(name, ref);
    }
    return ref;
  };

  const setValue = (name: CustomerField, value: string) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (submittedRef.current) {
      const message = checkCustomer(current.current, rulesRef.current)[name];
      setErrors((shown) => ({ ...shown, [name]: message }));
    }
  };

  const field = (
    name: CustomerField,
    handlers: { onChange?: (value: string) => void; onBlur?: () => void } = {},
  ): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => {
      setValue(name, event.target.value);
      handlers.onChange?.(event.target.value);
    },
    onBlur: () => handlers.onBlur?.(),
    ref: refFor(name),
  });

  /** The server's messages beside their fields (the first one focused). */
  const showServerErrors = (found: CustomerErrors) => {
    setErrors((shown) => ({ ...shown, ...found }));
    focusFirst(found);
  };

  const handleSubmit = (send: (values: CustomerValues) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submittedRef.current = true;
    setSubmitted(true);
    const found = checkCustomer(current.current, rulesRef.current);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      await send(trimmedValues(current.current));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    submitted,
    submitting,
    field,
    setValue,
    getValue: (name: CustomerField) => current.current[name],
    showServerErrors,
    handleSubmit,
  };
}
