export const teamKeys = {
  list: ['team'] as const,
  invite: (token: string) => ['team', 'invite', token] as const,
};
