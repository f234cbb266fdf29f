// Async boundary: shared singletons (react, @law/contracts...) are negotiated before any app code runs.
import('./start');
