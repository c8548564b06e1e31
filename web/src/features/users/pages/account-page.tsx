import type { UserInfo } from '@contract/users';
import { useQuery } from '@tanstack/react-query';
import { Bell, ChevronRight, CreditCard, LogOut, Store, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { logout } from '../../../lib/auth';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';

const roleLabels = { owner: 'Owner', manager: 'Manager', florist: 'Florist' } as const;

function accountLinks(user: UserInfo) {
  const staff = user.role === 'owner' || user.role === 'manager';
  return [
    { to: '/intern/account/user', label: 'Your profile', icon: UserRound, show: true },
    // Every member's own devices; florists have no Settings page to find it in.
    { to: '/intern/settings/notifications', label: 'Notifications', icon: Bell, show: true },
    { to: '/intern/account/business', label: 'Business', icon: Store, show: user.role === 'owner' },
    { to: '/intern/account/florists', label: 'Team', icon: Users, show: staff },
    { to: '/intern/account/stripe', label: 'Card payments', icon: CreditCard, show: user.role === 'owner' },
  ].filter((link) => link.show);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

export function AccountPage() {
  const { data: user } = useQuery(userInfoQuery);
  const { data: business } = useQuery(quietBusinessQuery);
  if (!user) return <PageSpinner />;
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Card className="p-5 sm:p-6">
        <h2 className="font-display text-lg font-semibold">You</h2>
        <dl className="mt-2 divide-y divide-border">
          {name && <Row label="Name">{name}</Row>}
          <Row label="E-mail">
            <span className="mr-2">{user.email}</span>
            {user.email_verified ? (
              <Badge tone="green">Verified</Badge>
            ) : (
              <Badge tone="neutral">Not verified</Badge>
            )}
          </Row>
          <Row label="Role">{user.role ? roleLabels[user.role] : 'No shop yet'}</Row>
        </dl>
      </Card>

      {business && (
        <Card className="p-5 sm:p-6">
          <h2 className="font-display text-lg font-semibold">{business.name}</h2>
          <dl className="mt-2 divide-y divide-border">
            <Row label="Storefront">{`${window.location.host}/${business.url}/store`}</Row>
            <Row label="Phone">{business.phone}</Row>
            <Row label="E-mail">{business.email}</Row>
            <Row label="Address">{business.address}</Row>
            <Row label="Currency">{business.currency}</Row>
            <Row label="Time zone">{business.time_zone.replace(/_/g, ' ')}</Row>
          </dl>
        </Card>
      )}

      <Card className="overflow-hidden">
        <ul className="divide-y divide-border">
          {accountLinks(user).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-muted">
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1 font-medium">{label}</span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void logout()}>
        <LogOut className="size-4" aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
