// Browser tests start Chromium and load pages: jest's 5 s default is too short. The limit
// only catches a hang: CI shares two cores with other work, and a suite run beside another
// full suite (load 20–30 on this 2-core machine) took over 30 s for one ordinary test.
jest.setTimeout(60000);
