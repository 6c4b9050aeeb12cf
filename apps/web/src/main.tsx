// Entry point. The CSP nonce must be known before any module that injects <style> elements is evaluated,
// so the application is imported only after lib/csp-nonce has run (a static import would let the bundler
// evaluate shared chunks, such as notistack's styles, first).
import './lib/csp-nonce';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

void import('./app/render').then(({ renderApp }) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  renderApp(container);
});
