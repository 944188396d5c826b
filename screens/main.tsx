import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureConsole, clientLog } from '../engine/core';
import { ACCOUNT_RULES } from '../product/accountRules';
import './theme.css';

// The last console lines go with a log dump when something fails (plugins/listTools/clientLog.ts).
clientLog.setLimits(ACCOUNT_RULES.clientLogLines, ACCOUNT_RULES.clientLogLineMax);
captureConsole();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
