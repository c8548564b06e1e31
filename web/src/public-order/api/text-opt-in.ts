import type { TextOptInAnswer, TextOptInInput } from '@contract/texts';
import { publicRequest } from '../../lib/public-request';
import { setResource, useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** Whether the customer can ask for texts about the order, and what they chose (docs/decisions/066). */
export function useTextOptIn(uuid: string, placed: boolean) {
  return useResource(placed ? publicOrderKeys.texts(uuid) : null, () =>
    publicRequest<TextOptInAnswer>(`/api/orders/${encodeURIComponent(uuid)}/texts`),
  );
}

export async function saveTextOptIn(uuid: string, choice: TextOptInInput): Promise<TextOptInAnswer> {
  const answer = await publicRequest<TextOptInAnswer>(`/api/orders/${encodeURIComponent(uuid)}/texts`, {
    method: 'PUT',
    body: choice,
  });
  setResource(publicOrderKeys.texts(uuid), answer);
  return answer;
}
