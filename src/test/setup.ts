import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

// a screen's first render loads react-admin and MUI in jsdom
configure({ asyncUtilTimeout: 10_000 });
