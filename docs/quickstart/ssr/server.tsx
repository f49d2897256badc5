import { renderToString } from 'react-dom/server';
import { App } from './app';

export const renderApp = () => renderToString(<App />); // put in <div id="root">, with client.tsx's bundle after it
