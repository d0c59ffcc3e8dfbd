import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { Transfer } from '@shared/domain/settle-up';
import { useDb } from '../../session/db-context';
import { deleteExpense, recordSettlement } from '../../db/expense-repo';
import { notify } from '../../lib/toaster';
import type { MemberNames } from '../../lib/member-names';
import { todayIso } from '../../lib/format-date';
import { writeErrorMessage } from '../../lib/write-errors';

/**
 * Records one settle-up transfer as paid today. Offline too: it is a local write that syncs
 * later. A mis-tap is undone from the toast (or by deleting the payment from the list).
 */
export function RecordPaymentButton({
  tripId,
  transfer,
  currency,
  names,
  describedBy,
}: {
  tripId: string;
  transfer: Transfer;
  /** The trip's home currency: a payment between companions is made in it. */
  currency: string;
  names: MemberNames;
  /** Id of the sentence it records, so a screen reader hears which payment. */
  describedBy: string;
}) {
  const db = useDb();
  const [saving, setSaving] = useState(false);
  const onRecord = async () => {
    setSaving(true);
    try {
      const id = await recordSettlement(db, {
        tripId,
        ...transfer,
        currency,
        date: todayIso(),
        names: { from: names.plain(transfer.from), to: names.plain(transfer.to) },
      });
      notify({
        type: 'success',
        title: 'Payment recorded',
        action: { label: 'Undo', onClick: () => void deleteExpense(db, id) },
      });
    } catch (error) {
      console.error('Recording a payment failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: writeErrorMessage(error, 'Failed to record payment'),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="teal"
      flexShrink={0}
      loading={saving}
      aria-describedby={describedBy}
      onClick={() => void onRecord()}
    >
      Record payment
    </Button>
  );
}
