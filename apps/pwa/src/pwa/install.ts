// "Install" where the browser offers it (beforeinstallprompt: Chromium), short instructions on
// iOS (Safari has no prompt), nothing when already installed.
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: InstallPromptEvent | null = null;
let onChange: () => void = () => undefined;

export function watchInstall(changed: () => void): void {
  onChange = changed;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // keep it for our own button instead of the mini-infobar
    deferred = event as InstallPromptEvent;
    onChange();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    onChange();
  });
}

function standalone(): boolean {
  return matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function installState(): "available" | "ios" | "none" {
  if (standalone()) return "none";
  if (deferred) return "available";
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return ios ? "ios" : "none";
}

export async function promptInstall(): Promise<void> {
  if (!deferred) return;
  const event = deferred;
  deferred = null;
  await event.prompt();
  await event.userChoice;
  onChange();
}
