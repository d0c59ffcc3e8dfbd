import { Box, Flex, Text } from '@chakra-ui/react';
import { Home, Map, Plane, Stamp, User, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';

export const BOTTOM_NAV_HEIGHT = '64px';

const ENTRIES: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/borders', label: 'Borders', icon: Stamp },
  { to: '/flights', label: 'Flights', icon: Plane },
  { to: '/trips', label: 'Trips', icon: Map },
  { to: '/profile', label: 'Profile', icon: User },
];

/** The five tabs of SPEC 2; NavLink marks the current one with aria-current="page". */
export function BottomNav() {
  return (
    <Box
      as="nav"
      aria-label="Main"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="lg" mx="auto" h={BOTTOM_NAV_HEIGHT} justify="space-around" align="stretch">
        {ENTRIES.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} end={to === '/'} style={{ flex: 1 }}>
            {({ isActive }) => (
              <Flex
                direction="column"
                align="center"
                justify="center"
                h="full"
                gap="0.5"
                color={isActive ? 'teal.700' : 'fg.muted'}
                fontWeight={isActive ? 'semibold' : 'normal'}
                borderTopWidth="3px"
                borderColor={isActive ? 'teal.600' : 'transparent'}
                _hover={{ color: 'teal.700' }}
              >
                <Icon size={22} aria-hidden="true" />
                <Text fontSize="xs">{label}</Text>
              </Flex>
            )}
          </NavLink>
        ))}
      </Flex>
    </Box>
  );
}
