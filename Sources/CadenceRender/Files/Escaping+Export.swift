// `Escaping` lives in CadenceEscaping, below the renderer and the exporters, which both write text;
// re-exported so `import CadenceRender` keeps reaching it.
@_exported import CadenceEscaping
