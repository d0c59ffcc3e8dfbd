import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { useStore } from 'zustand';
import { visaResponseSchema } from '@shared/api/lookups';
import { DEFAULT_PASSPORT, type PassportCode } from '@shared/reference/passport-countries';
import { destinationSchema } from '@shared/schemas/destination';
import { getJson } from '../../lib/api-client';
import { isOfflineError, useJson } from '../../lib/use-json';
import { OfflineNotice } from '../../components/offline-notice';
import { destinationCountries } from './destination-countries';
import { PassportSelect } from './passport-select';
import { VisaCard } from './visa-card';
import { createVisaChecks, pairKey } from './visa-checks';

const destinationListSchema = z.array(destinationSchema);

const fetchVisa = (passport: string, iso: string) =>
  getJson(
    `/api/visa/${encodeURIComponent(passport)}/${encodeURIComponent(iso)}`,
    visaResponseSchema,
  );

/** The visa checker (/borders): one card per destination country for the chosen passport. */
export function BordersPage() {
  const [passport, setPassport] = useState<PassportCode>(DEFAULT_PASSPORT);
  const [checks] = useState(() => createVisaChecks(fetchVisa, isOfflineError));
  const results = useStore(checks, (s) => s.results);
  const list = useJson('/api/destinations', destinationListSchema);
  const countries = useMemo(
    () => (list.status === 'success' ? destinationCountries(list.data) : []),
    [list],
  );
  const isos = useMemo(() => countries.flatMap((c) => (c.iso ? [c.iso] : [])), [countries]);

  useEffect(() => {
    if (isos.length === 0) return undefined;
    const recheck = () => void checks.getState().checkAll(passport, isos);
    recheck();
    // Checks that failed for lack of a connection are asked again when it returns.
    window.addEventListener('online', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      checks.getState().cancel();
    };
  }, [checks, passport, isos]);

  const offlineFailures = isos.some((iso) => {
    const check = results[pairKey(passport, iso)];
    return check?.status === 'failed' && check.offline;
  });

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Visa Requirements
        </Heading>
        <Text color="fg.muted">
          Choose your passport to see the entry rules for every destination we cover. Rules change;
          always confirm with the official source before you travel.
        </Text>
      </Stack>
      <PassportSelect value={passport} onChange={setPassport} />
      {offlineFailures && <OfflineNotice what="Checking visa requirements" />}
      {list.status === 'error' ? (
        list.offline ? (
          <OfflineNotice what="The visa checker" />
        ) : (
          <Text color="fg.muted">
            Destinations could not be loaded right now. Please try again later.
          </Text>
        )
      ) : list.status === 'success' ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {countries.map(({ country, iso }) => (
            <VisaCard
              key={country}
              country={country}
              iso={iso}
              check={iso ? results[pairKey(passport, iso)] : undefined}
            />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="24" rounded="md" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
