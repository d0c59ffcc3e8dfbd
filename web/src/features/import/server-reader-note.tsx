import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../../lib/online-status';
import { askServerReader, knownServerReader } from './server-reading';

/**
 * Under the import's 'read on this device' line, where the server has a reader (decision 022):
 * a file is sent away only when the traveller knows it may be, and never where it is not set up.
 */
export function ServerReaderNote() {
  const online = useOnlineStatus();
  const [available, setAvailable] = useState(knownServerReader() === true);
  useEffect(() => {
    if (!online) return;
    let current = true;
    void askServerReader().then((answer) => current && setAvailable(answer));
    return () => {
      current = false;
    };
  }, [online]);
  if (!available) return null;
  return (
    <Text color="fg.muted" fontSize="sm">
      A file this device cannot read (a PDF ticket, an airline&apos;s own layout) is sent to your
      server to be read when you are online, and not kept there.
    </Text>
  );
}
