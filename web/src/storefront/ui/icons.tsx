import type { ReactNode } from 'react';

/*
 * The few line icons the storefront shows, drawn here on a 24-unit grid: an icon library would add a
 * request per icon to the first load, which the storefront keeps small.
 */

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const CloseIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const PhoneIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
    <path d="M11 18h2" />
  </Icon>
);

export const MailIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Icon>
);

export const PinIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </Icon>
);

export const CrossIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
);

export const TruckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M2.5 6.5h10.5v9.5H2.5zM13 9.5h4l3.5 3.5v3H13" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

export const ShopIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3.5 9.5L5.5 4h13l2 5.5zM5 9.5V20h14V9.5M10 20v-5h4v5" />
  </Icon>
);

export const FlowerIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="10" r="2.2" />
    <circle cx="12" cy="5.6" r="2.6" />
    <circle cx="16.4" cy="10" r="2.6" />
    <circle cx="12" cy="14.4" r="2.6" />
    <circle cx="7.6" cy="10" r="2.6" />
    <path d="M12 17v4.5M12 20c-1.5-1.5-3.2-2-4.5-2M12 20c1.5-1.5 3.2-2 4.5-2" />
  </Icon>
);

export const BagIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M5 8h14l-1 12.5H6zM9 8V6.5a3 3 0 0 1 6 0V8" />
  </Icon>
);

export const MinusIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 12h12" />
  </Icon>
);

export const PlusIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 12h12M12 6v12" />
  </Icon>
);

export const OfflineIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 18.5h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.4 9.1 4.7 4.7 0 0 0 7 18.5z" />
    <path d="M4 4l16 16" />
  </Icon>
);

export const Spinner = ({ className }: IconProps) => (
  <Icon className={`animate-spin ${className ?? ''}`}>
    <path d="M21 12a9 9 0 1 1-6.2-8.56" />
  </Icon>
);
