import { Box, Card, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { CalendarDays, Compass, Wallet, type LucideIcon } from 'lucide-react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { APP_NAME, TAGLINE } from '@shared/constants';
import { Logo } from '../../components/logo';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { returnPath } from '../../lib/return-path';
import { useSession } from '../../session/session-context';

const SELLING_POINTS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Discover Destinations',
    text: 'Find beaches, mountains and cities worth the journey.',
    icon: Compass,
  },
  {
    title: 'Build Itineraries',
    text: 'Plan every day of your trip, even with no signal.',
    icon: CalendarDays,
  },
  { title: 'Track Expenses', text: 'Log what you spend and stay on budget.', icon: Wallet },
];

export function AuthPage() {
  const status = useSession((s) => s.status);
  const { state } = useLocation();
  if (status === 'signed-in') return <Navigate to={returnPath(state)} replace />;

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Flex flex="1" align="center" justify="center" p={{ base: '4', md: '8' }}>
        <Stack w="full" maxW="md" gap="6">
          <RouterLink to="/" aria-label={`${APP_NAME} home`}>
            <HStack gap="3" justify="center">
              <Logo size={40} />
              <Heading size="2xl">{APP_NAME}</Heading>
            </HStack>
          </RouterLink>
          <Text textAlign="center" color="fg.muted">
            {TAGLINE}
          </Text>
          <Card.Root>
            <Card.Body>
              <Tabs.Root defaultValue="login" variant="enclosed" fitted lazyMount>
                <Tabs.List mb="4">
                  <Tabs.Trigger value="login">Login</Tabs.Trigger>
                  <Tabs.Trigger value="register">Register</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login">
                  <LoginForm />
                </Tabs.Content>
                <Tabs.Content value="register">
                  <RegisterForm />
                </Tabs.Content>
              </Tabs.Root>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1"
        direction="column"
        justify="center"
        px="16"
        gap="8"
        bgGradient="to-br"
        gradientFrom="teal.700"
        gradientTo="cyan.900"
        color="white"
      >
        <Stack gap="3">
          <Heading size="3xl">{TAGLINE}</Heading>
          <Text fontSize="lg" opacity={0.9}>
            Discover destinations, build day-by-day itineraries, track expenses and check visa
            requirements, all in one place that keeps working when you are offline.
          </Text>
        </Stack>
        <Stack gap="5" as="ul" listStyleType="none">
          {SELLING_POINTS.map(({ title, text, icon: Icon }) => (
            <HStack as="li" key={title} gap="4" align="start">
              <Box bg="whiteAlpha.200" p="2.5" borderRadius="lg">
                <Icon size={22} aria-hidden="true" />
              </Box>
              <Stack gap="0.5">
                <Text fontWeight="semibold">{title}</Text>
                <Text opacity={0.85}>{text}</Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Flex>
    </Flex>
  );
}
