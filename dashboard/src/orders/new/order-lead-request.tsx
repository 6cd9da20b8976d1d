import type { BuyLeadsRequestDetails } from '@leadproof/contract/leads';
import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../api/api-client-provider';
import { PurchasedProfile } from './purchased-profile';
import { leadFacetsQuery } from './queries';

/** The profile a lead purchase was bought with, on its order detail; country names come from the facets once loaded. */
export function OrderLeadRequest({ request }: { request: BuyLeadsRequestDetails }) {
  const client = useClient();
  const facets = useQuery(leadFacetsQuery(client));
  return (
    <PurchasedProfile icp={request.icp} count={request.count} countries={facets.data?.countries ?? []} />
  );
}
