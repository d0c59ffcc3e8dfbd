import { chakra } from '@chakra-ui/react';

/** A field label with the same red asterisk Chakra draws for required selects. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <chakra.span color="fg.error" ms="1" aria-hidden="true">
        *
      </chakra.span>
    </>
  );
}
