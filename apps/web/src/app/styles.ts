/*
 * The app's stylesheets: Mantine's and ours. The entry imports this module dynamically and renders
 * once it has loaded, so the stylesheet never blocks the first paint: the page paints the product's
 * mark from index.html at once, and the first screen appears styled (index.html preloads the
 * stylesheet beside the scripts, vite-preload-styles.ts).
 */
import '@mantine/core/styles.css';
import '@/app/app.css';
