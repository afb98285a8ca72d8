import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Watches a content folder with one inotify watch per folder rather than per file: the dev
 * server's general watcher would hold one per file, ten thousand of them at 10,000 articles.
 * Reports the path of every file or folder that was written, added or removed.
 */
export function watchContentFolder(dir: string, onChange: (absolute: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();

  const watchTree = async (folder: string) => {
    if (watchers.has(folder)) return;
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => {
        const changed = name ? join(folder, name.toString()) : folder;
        onChange(changed);
        // A new subfolder gets watched as well.
        void stat(changed).then(
          (info) => (info.isDirectory() ? watchTree(changed) : undefined),
          () => undefined,
        );
      });
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(folder);
      });
      watchers.set(folder, watcher);
      for (const entry of await readdir(folder, { withFileTypes: true })) if (entry.isDirectory()) await watchTree(join(folder, entry.name));
    } catch {
      // The folder went away meanwhile: its parent reports that.
    }
  };

  void watchTree(dir);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
