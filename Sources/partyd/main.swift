print("partyd")
