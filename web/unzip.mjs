// Unpacks the engine wheel and spelkast_ui.zip into Pyodide's file system in JavaScript.
// Pyodide's unpackArchive runs Python's zipfile and shutil (imported first): on a phone's
// CPU, or Chromium's slowed 4x, that cost 0.3-1.0 s of every start (issue 36). Here the
// browser's own inflate (DecompressionStream) does the work, every file at once.
// Only what our own builds make is read: stored or deflated entries, no zip64, no
// encryption; a name that would leave the folder is refused.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const names = new TextDecoder();

function endOfDirectory(view) {
  const last = view.byteLength - 22; // the record without a comment
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new Error("not a zip archive");
}

// Every file's name, how it is packed and its packed bytes, from the central directory.
function entries(bytes) {
  const data = new Uint8Array(bytes);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const found = [];
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error("damaged zip directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(data.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (name.endsWith("/")) continue; // a folder: made with its files
    if (name.startsWith("/") || name.split("/").includes("..")) {
      throw new Error(`a zip entry outside its folder: ${name}`);
    }
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`damaged zip entry: ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    found.push({ name, method, packed: data.subarray(start, start + size) });
  }
  return found;
}

async function contents({ name, method, packed }) {
  if (method === STORED) return packed;
  if (method !== DEFLATED) throw new Error(`zip entry ${name}: packing ${method} unknown`);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Writes the files of the archive ``bytes`` whose names ``keep`` accepts (all by default)
// under ``folder`` in Emscripten's ``FS``.
export async function unzipInto(FS, bytes, folder, keep = () => true) {
  const files = entries(bytes).filter(({ name }) => keep(name));
  const unpacked = await Promise.all(files.map(contents));
  files.forEach(({ name }, i) => {
    const path = `${folder}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, unpacked[i]);
  });
}

// Whether this browser inflates raw deflate (else Pyodide's unpackArchive does the work).
export const canUnzip = (() => {
  try {
    new DecompressionStream("deflate-raw");
    return true;
  } catch {
    return false;
  }
})();

// The engine wheel into site-packages, the UI zip into Python's working folder: the files
// ``keep`` accepts, or (without raw deflate) all of both, Python's way.
export async function unpackPython(py, engine, ui, keep = () => true) {
  const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  const cwd = py.runPython("import os; os.getcwd()");
  if (canUnzip) {
    await Promise.all([unzipInto(py.FS, engine, site, keep), unzipInto(py.FS, ui, cwd, keep)]);
  } else {
    py.unpackArchive(engine, "zip", { extractDir: site });
    py.unpackArchive(ui, "zip", { extractDir: cwd });
  }
}
