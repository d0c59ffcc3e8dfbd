import { Button, HStack } from '@chakra-ui/react';

/** The end of both document forms: Cancel, then Save ('Saving...' while it is written). */
export function SaveCancelButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <HStack justify="flex-end" gap="3">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="teal" loading={saving} loadingText="Saving...">
        Save
      </Button>
    </HStack>
  );
}
