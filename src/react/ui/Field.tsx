// The input field: a label, the input and the text that describes it (a hint, a problem), wired in one
// place: the label names the input, aria-invalid says it holds a problem, aria-describedby points at the text.
import { createContext, useContext, useId, type ComponentPropsWithRef, type HTMLAttributes, type ReactNode } from 'react';

/** What an Input inside a Field takes from it: its id, aria-invalid and aria-describedby. */
interface FieldWiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FieldContext = createContext<FieldWiring | undefined>(undefined);

/** The id of the field's message. */
const messageId = (field?: FieldWiring) => field && `${field.id}-message`;

export interface FieldProps {
  label: ReactNode;
  /** The label is for assistive technology only (a search field whose placeholder shows it). */
  hiddenLabel?: boolean;
  /** The wrapper's class; without one the label, the input and the message are not wrapped. */
  className?: string;
  /** What was typed has a problem (aria-invalid). */
  invalid?: boolean;
  /** A FieldMessage is rendered and describes the input (aria-describedby). */
  hasMessage?: boolean;
  /** The Input, with whatever sits beside it (a Max button), and the FieldMessage. */
  children: ReactNode;
}

/** A labelled field: its Input and FieldMessage, anywhere among the children, are wired to each other. */
export function Field({ label, hiddenLabel, className, invalid, hasMessage, children }: FieldProps) {
  const id = useId();
  const wiring: FieldWiring = { id, 'aria-invalid': invalid || undefined };
  if (hasMessage) wiring['aria-describedby'] = messageId(wiring);
  const parts = (
    <FieldContext.Provider value={wiring}>
      <label htmlFor={id} className={hiddenLabel ? 'wm-visually-hidden' : undefined}>
        {label}
      </label>
      {children}
    </FieldContext.Provider>
  );
  return className ? <div className={className}>{parts}</div> : parts;
}

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'aria-invalid' | 'aria-describedby'>;

/** The modal's one input element; inside a Field it takes the field's id, aria-invalid and aria-describedby. */
export function Input(props: InputProps) {
  return <input {...props} {...useContext(FieldContext)} />;
}

export interface FieldMessageProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  /** `div` when the message holds paragraphs of its own. */
  as?: 'p' | 'div';
}

/** The text that describes the field's input: a hint, the amount's value, or what is wrong. */
export function FieldMessage({ as: Element = 'p', ...props }: FieldMessageProps) {
  return <Element {...props} id={messageId(useContext(FieldContext))} />;
}
