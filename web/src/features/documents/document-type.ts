import {
  CalendarDays,
  FileText,
  Globe,
  Image as ImageIcon,
  Mail,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import type { DocumentMediaType } from '@shared/schemas/document';

/** What a document's file is, in the traveller's words, and the icon its row shows. */
export const DOCUMENT_TYPES: Record<DocumentMediaType, { label: string; icon: LucideIcon }> = {
  'application/pdf': { label: 'PDF', icon: FileText },
  'image/jpeg': { label: 'Picture', icon: ImageIcon },
  'image/png': { label: 'Picture', icon: ImageIcon },
  'image/webp': { label: 'Picture', icon: ImageIcon },
  'image/heic': { label: 'Picture', icon: ImageIcon },
  'image/heif': { label: 'Picture', icon: ImageIcon },
  'application/vnd.apple.pkpass': { label: 'Wallet pass', icon: Ticket },
  'message/rfc822': { label: 'E-mail', icon: Mail },
  'text/calendar': { label: 'Calendar file', icon: CalendarDays },
  'text/html': { label: 'Web page', icon: Globe },
};
