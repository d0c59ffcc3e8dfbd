import type { VisaAnswer, VisaProvider } from '../visa-provider';
import { VISA_TABLE } from './visa-table';

/** The team's own table (visa-table.ts): every passport country at every destination country. */
export function embeddedVisa(): VisaProvider {
  return {
    name: 'embedded',
    lookup(passport, destination) {
      return Promise.resolve(lookupVisaTable(passport.toUpperCase(), destination.toUpperCase()));
    },
  };
}

function lookupVisaTable(passport: string, destination: string): VisaAnswer {
  if (passport === destination) return { kind: 'home' };
  const rules = VISA_TABLE[destination];
  const group = rules?.groups.find(([, , passports]) =>
    (passports as readonly string[]).includes(passport),
  );
  if (!rules || !group) return { kind: 'unknown' };
  const [code, dur] = group;
  return { kind: 'rule', code, dur, source: rules.source, asOf: rules.asOf };
}
