import { useQuery } from '@tanstack/react-query';
import { Link, useMatches } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { StaffOnlyNotice } from '../../components/ui/staff-only-notice';
import { userInfoQuery } from '../../lib/current-user';
import { isStaff } from '../../lib/roles';
import { AREAS, type Area, type AreaKey } from './areas';

export interface AreaHandle {
  area: AreaKey;
}

function useArea(): Area | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AreaHandle | undefined;
  return handle ? AREAS[handle.area] : undefined;
}

const NOT_YET = 'This page is not available in this version of Petal yet.';

/** A back-office page that a later version fills; says so instead of showing invented data. */
export function InternUnavailablePage() {
  const area = useArea();
  const { data: user } = useQuery({ ...userInfoQuery, enabled: false });
  if (!area) return null;

  if (area.staffOnly && user && !isStaff(user.role)) {
    return <StaffOnlyNotice title={area.title} />;
  }

  return (
    <EmptyState
      icon={area.icon}
      title={area.title}
      className="mt-6 md:mt-12"
      action={
        <Link to="/intern/orders" className={buttonClasses('outline')}>
          Back to orders
        </Link>
      }
    >
      <p>{area.purpose}</p>
      <p className="mt-3 text-sm">{NOT_YET}</p>
    </EmptyState>
  );
}
