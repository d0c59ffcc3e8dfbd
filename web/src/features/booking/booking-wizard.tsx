import { Button, CloseButton, Dialog, HStack, Portal, Progress, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FlightOffer } from '@shared/api/lookups';
import { WIZARD_PROGRESS } from '@shared/constants';
import { passengerFormSchema, type PassengerForm } from '@shared/schemas/passenger';
import { isInternational, type OfferSummary } from '../../lib/offer-summary';
import { demoBookingReference } from './booking-reference';
import { ConfirmationStep, PaymentStep, ReviewStep } from './booking-steps';
import { PassengerFields } from './passenger-fields';
import { useDialogSize } from '../../components/use-dialog-size';

type Step = keyof typeof WIZARD_PROGRESS;
const STEP_TITLES: Record<Step, string> = {
  passengers: 'Passenger Details',
  review: 'Review Booking',
  payment: 'Payment',
  confirmation: 'Confirmation',
};
const STEP_NUMBER: Record<Step, number> = { passengers: 1, review: 2, payment: 3, confirmation: 4 };

interface Selected {
  offer: FlightOffer;
  summary: OfferSummary;
  /** Passengers its price is for (1 when not said). */
  adults?: number;
  /**
   * The reference of a booking already confirmed: the wizard opens on its confirmation (the
   * traveller came back from signing in to add it to a trip).
   */
  reference?: string;
}

/** The local booking demo (SPEC 2): no network call is made at any step. */
export function BookingWizard({
  selected,
  onClose,
}: {
  selected: Selected | null;
  onClose: () => void;
}) {
  const size = useDialogSize();
  return (
    <Dialog.Root
      open={selected !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{selected && <Wizard {...selected} onDone={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Wizard({
  offer,
  summary,
  adults = 1,
  reference: confirmed,
  onDone,
}: Selected & { onDone: () => void }) {
  const [step, setStep] = useState<Step>(confirmed ? 'confirmation' : 'passengers');
  const [passenger, setPassenger] = useState<PassengerForm | null>(null);
  const [reference, setReference] = useState(confirmed ?? '');
  const form = useForm<PassengerForm>({ resolver: zodResolver(passengerFormSchema) });

  const done = () => {
    // SPEC 2: Done closes the wizard, goes back to the first step and clears the form.
    form.reset();
    setPassenger(null);
    setReference('');
    setStep('passengers');
    onDone();
  };
  const toReview = form.handleSubmit((data) => {
    setPassenger(data);
    setStep('review');
  });

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Dialog.Title>Book Flight</Dialog.Title>
        <Progress.Root
          value={WIZARD_PROGRESS[step]}
          size="sm"
          colorPalette="teal"
          aria-label="Booking progress"
        >
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" fontWeight="medium">
              {STEP_TITLES[step]}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Step {STEP_NUMBER[step]} of 4
            </Text>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Dialog.Header>
      <Dialog.Body>
        {step === 'passengers' && (
          <form id="passenger-form" onSubmit={toReview} noValidate aria-label="Passenger details">
            <PassengerFields form={form} international={isInternational(summary)} />
          </form>
        )}
        {step === 'review' && passenger && (
          <ReviewStep summary={summary} total={offer.price.total} passenger={passenger} />
        )}
        {step === 'payment' && <PaymentStep />}
        {step === 'confirmation' && (
          <ConfirmationStep reference={reference} offer={offer} adults={adults} />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {step === 'passengers' && (
          <Button type="submit" form="passenger-form" colorPalette="teal">
            Continue to Review
          </Button>
        )}
        {step === 'review' && (
          <>
            <Button variant="outline" onClick={() => setStep('passengers')}>
              Back
            </Button>
            <Button colorPalette="teal" onClick={() => setStep('payment')}>
              Continue to Payment
            </Button>
          </>
        )}
        {step === 'payment' && (
          <>
            <Button variant="outline" onClick={() => setStep('review')}>
              Back
            </Button>
            <Button
              colorPalette="teal"
              onClick={() => {
                setReference(demoBookingReference());
                setStep('confirmation');
              }}
            >
              Confirm Booking
            </Button>
          </>
        )}
        {step === 'confirmation' && (
          <Button colorPalette="teal" onClick={done}>
            Done
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
