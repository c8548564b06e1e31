import type { OrderSubmitField } from '@contract/order-fields';
import type { ChangeEvent, FocusEvent } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * What one text field of an order gets from the form that owns it. The customer's page keeps its
 * form in plain React state (no form library, to stay small); the staff's dialog uses
 * react-hook-form's `register`. Both fit this shape, so the field groups serve both.
 */
export interface TextBinding {
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<TextElement>) => unknown;
  onBlur: (event: FocusEvent<TextElement>) => unknown;
  ref: (element: TextElement | null) => void;
}

export type BindField = (field: OrderSubmitField) => TextBinding;

/** The message beside each field, if any. */
export type OrderFieldErrors = Partial<Record<OrderSubmitField, string | undefined>>;
