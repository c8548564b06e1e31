import { CirclePlus } from 'lucide-react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClasses } from './button';

/** The next step an empty list offers most: start an order (the Create order page). */
export function CreateOrderLink({ variant = 'outline' }: { variant?: ButtonVariant }) {
  return (
    <Link to="/intern/create" className={buttonClasses(variant)}>
      <CirclePlus className="size-4" aria-hidden="true" />
      Create order
    </Link>
  );
}
