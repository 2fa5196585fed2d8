// A labelled PrimeReact text input (label bound by id, so tests and screen readers find it).
import type { InputHTMLAttributes } from 'react';
import { InputText } from 'primereact/inputtext';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}

export function TextField({ id, label, value, onValue, ...input }: TextFieldProps) {
  return (
    <div className="flex flex-column gap-1 mb-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <InputText id={id} name={id} value={value} onChange={(e) => onValue(e.target.value)} className="w-full" {...input} />
    </div>
  );
}
