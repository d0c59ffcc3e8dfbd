import { Badge } from '@chakra-ui/react';
import { Check, CloudDownload, CloudOff, CloudUpload, TriangleAlert } from 'lucide-react';
import { statusLabel, type DocumentStatus } from './document-status';

const LOOK: Record<DocumentStatus['kind'], { palette: string; Icon: typeof Check }> = {
  here: { palette: 'green', Icon: Check },
  uploading: { palette: 'teal', Icon: CloudUpload },
  waiting: { palette: 'orange', Icon: CloudOff },
  failed: { palette: 'red', Icon: TriangleAlert },
  'wrong-type': { palette: 'red', Icon: TriangleAlert },
  downloading: { palette: 'teal', Icon: CloudDownload },
  remote: { palette: 'gray', Icon: CloudDownload },
  'not-uploaded': { palette: 'gray', Icon: CloudOff },
};

/** Where a document's bytes are: 'On this device', 'Uploading 45%', 'Not downloaded yet'... */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { palette, Icon } = LOOK[status.kind];
  return (
    <Badge size="sm" variant="subtle" colorPalette={palette} gap="1" flexShrink={0}>
      <Icon size={12} aria-hidden="true" />
      {statusLabel(status)}
    </Badge>
  );
}
