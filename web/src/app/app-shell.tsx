import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { BottomNav, BOTTOM_NAV_HEIGHT } from './bottom-nav';

export function AppShell() {
  return (
    <Box
      minH="100dvh"
      bg="bg.subtle"
      pb={`calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom))`}
    >
      <AppHeader />
      <Box as="main" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
        <Outlet />
      </Box>
      <BottomNav />
    </Box>
  );
}
