import { Card, Heading, Text } from '@chakra-ui/react';
import {
  COLOR_MODE_PREFERENCES,
  setColorModePreference,
  useColorModePreference,
  type ColorModePreference,
} from '../lib/color-mode-preference';
import './color-mode-switch.css';

const LABELS: Record<ColorModePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/**
 * Profile's Appearance card: follow the device, or keep light or dark on this device. Native
 * radio buttons (arrow keys, one tab stop, read as a group) drawn as a segmented control.
 */
export function ColorModeSwitch() {
  const current = useColorModePreference();
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md" id="appearance-heading">
          Appearance
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <div className="wf-segments" role="radiogroup" aria-labelledby="appearance-heading">
          {COLOR_MODE_PREFERENCES.map((pref) => (
            <label key={pref} className="wf-segment">
              <input
                type="radio"
                name="color-mode"
                value={pref}
                checked={current === pref}
                onChange={() => setColorModePreference(pref)}
              />
              <span>{LABELS[pref]}</span>
            </label>
          ))}
        </div>
        <Text color="fg.muted" fontSize="sm">
          System follows this device&apos;s setting. Your choice is kept on this device.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
