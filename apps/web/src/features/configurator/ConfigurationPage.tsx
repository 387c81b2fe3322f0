// /configuration: the ready-made designs with their sizes, "from" prices and filters (issue 22), a
// route chunk of its own beside ConfiguratorPages.tsx so a first visit to the editor does not load it.
import './configurator.css';

export { ConfigurationPage } from './pages/ConfigurationGallery.tsx';
