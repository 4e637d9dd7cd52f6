"""Engine speed: moves per second (one legal_moves() + one play() each)."""

from canfield.engine.bench import main

if __name__ == "__main__":
    main()
