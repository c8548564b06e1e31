import { Link, Outlet } from 'react-router';
import { Logo } from '../components/ui/logo';
import { PublicFrame } from '../components/ui/public-frame';

/** Frame of the app's public pages that are not the landing or sign-in: accepting an invitation. */
export function PublicLayout() {
  return (
    <PublicFrame
      home={
        <Link to="/" aria-label="Petal home" className="flex min-h-11 items-center rounded-lg">
          <Logo />
        </Link>
      }
    >
      <Outlet />
    </PublicFrame>
  );
}
