import { Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
      <RouterLink to={to}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </RouterLink>
    </Button>
  );
}
