import type { BounceReportStatus } from '@leadproof/contract/bounce-reports';
import { Badge } from '@leadproof/ui';
import { bounceStatusLabels, bounceStatusTones } from './bounce-labels';

/** A bounce report's status as a badge in words: Processing, Completed (green), Awaiting review (amber)… */
export function BounceStatusBadge({ status }: { status: BounceReportStatus }) {
  return <Badge variant={bounceStatusTones[status]}>{bounceStatusLabels[status]}</Badge>;
}
