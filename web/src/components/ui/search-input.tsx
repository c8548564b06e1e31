import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './input';

interface SearchInputProps {
  /** For screen readers: "Search products". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** A search box with its magnifier, growing to fill its row. */
export function SearchInput({ label, placeholder, value, onChange, maxLength }: SearchInputProps) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        className="pl-10"
      />
    </div>
  );
}
