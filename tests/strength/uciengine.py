"""A UCI engine driven line by line, for the scripts of tests/strength."""
import subprocess
import sys


class UciEngine:
    """Starts the engine at `path`, sets `variant` and the `options` ("NAME value V"), and waits
    until it is ready; `name` is what the engine calls itself. `who` names the script in messages."""

    def __init__(self, path, variant, options=(), who="strength"):
        self.path, self.who = path, who
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        self.send("uci")
        ids = [line[8:].strip() for line in self.lines_until("uciok") if line.startswith("id name")]
        self.name = ids[0] if ids else path
        for option in (f"UCI_Variant value {variant}",) + tuple(options):
            self.send("setoption name " + option)
        self.send("isready")
        self.wait_for("readyok")

    def send(self, command):
        self.process.stdin.write(command + "\n")

    def lines_until(self, prefix):
        """The engine's lines up to and with the first that starts with `prefix`; the script stops
        if the engine does first."""
        for line in self.process.stdout:
            yield line
            if line.startswith(prefix):
                return
        sys.exit(f"{self.who}: {self.path} stopped")

    def wait_for(self, prefix):
        """The first line that starts with `prefix`, the ones before it dropped."""
        return list(self.lines_until(prefix))[-1]
