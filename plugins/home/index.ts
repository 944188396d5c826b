/**
 * What the shell's home screen (/home/home, screens/shell/screens/HomeScreen.tsx) mounts of the
 * home: its widgets, loaded with their own chunk and texts after the account cards have rendered,
 * so the first paint of /home/home waits for neither. Import from here only.
 */
export { HomeWidgets } from './components/LazyHomeWidgets';
