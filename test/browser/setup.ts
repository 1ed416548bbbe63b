// Browser tests start Chromium and load pages: jest's 5 s default is too short.
jest.setTimeout(30000);
