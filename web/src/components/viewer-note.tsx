import { Alert } from '@chakra-ui/react';

/** Tells a viewer why the trip's screens offer no way to change it. */
export function ViewerNote() {
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Description>
        You can view this trip. Only its owner and editors can change it.
      </Alert.Description>
    </Alert.Root>
  );
}
